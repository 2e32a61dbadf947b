import { useEffect, type ReactNode } from 'react';
import type { ConfigState } from '../session';
import { Notice } from '../ui/notice';
import { dispatchWidgetEvent } from './events';
import { useHost, useHostState } from './host';

/**
 * The widget, only once the page's `<site-config>` is valid. Without it the visitor sees a
 * short notice and the site owner gets a `widget-error` saying what to add. A function the
 * shared root calls, not a component: no fiber of its own per element.
 */
export function gateOnConfig(config: ConfigState, widget: ReactNode): ReactNode {
  if (config.status === 'ready') return widget;
  if (config.status === 'pending') return null;
  return <ConfigProblem message={config.message} />;
}

function ConfigProblem({ message }: { message: string }) {
  const { host, tag } = useHost();
  useHostState('error');
  useEffect(() => {
    console.error(`site-widgets <${tag}>: ${message}`);
    dispatchWidgetEvent(host, 'widget-error', { tag, message, code: 'CONFIG' });
  }, [host, tag, message]);
  return <Notice tone="error">{message}</Notice>;
}
