/** The demo's admin console: catalogue, back-in-stock, events and ticket orders (elevated). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminClient, clientFromPage } from './admin-client';
import { BackInStockArea } from './back-in-stock';
import { CatalogueArea } from './catalogue';
import { EventsArea } from './events';
import { OrdersArea } from './orders';
import { Tabs, type Tab } from './tabs';

const TABS: Tab[] = [
  { id: 'catalogue', label: 'Catalogue', render: () => <CatalogueArea /> },
  { id: 'back-in-stock', label: 'Back in stock', render: () => <BackInStockArea /> },
  { id: 'events', label: 'Events', render: () => <EventsArea /> },
  { id: 'orders', label: 'Ticket orders', render: () => <OrdersArea /> },
];

function start() {
  const main = document.getElementById('admin')!;
  let client;
  try {
    client = clientFromPage();
  } catch (error) {
    main.textContent = error instanceof Error ? error.message : String(error);
    return;
  }
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, staleTime: 5_000 }, mutations: { retry: 0 } },
  });
  main.replaceChildren();
  createRoot(main).render(
    <StrictMode>
      <AdminClient.Provider value={client}>
        <QueryClientProvider client={queryClient}>
          <Tabs label="Areas" tabs={TABS} />
        </QueryClientProvider>
      </AdminClient.Provider>
    </StrictMode>,
  );
}

start();
