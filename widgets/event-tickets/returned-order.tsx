import { useTicketingOrder } from '../../shared/data/events';
import { ErrorNotice } from '../../shared/ui';
import { FlowState } from './flow-state';
import { Confirmation } from './lazy-ticket-flow';
import { useEventsText } from './text';
import type { EventDetails } from './types';

/** Back from the hosted events checkout: the order as the platform now has it. */
export function ReturnedOrder({
  event,
  orderNumber,
}: {
  event: EventDetails;
  orderNumber: string;
}) {
  const t = useEventsText();
  const order = useTicketingOrder(event.id, orderNumber);
  if (order.isPending)
    return (
      <>
        <FlowState state="loading" />
        <p>{t('loadingOrder')}</p>
      </>
    );
  if (order.isError)
    return (
      <>
        <FlowState state="error" />
        <ErrorNotice error={order.error} onRetry={() => void order.refetch()} />
      </>
    );
  return <Confirmation event={event} order={order.data} />;
}
