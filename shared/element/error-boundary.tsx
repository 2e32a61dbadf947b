import { Component, type ReactNode } from 'react';
import { dispatchWidgetEvent } from './events';

interface Props {
  host: HTMLElement;
  tag: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * One per element: a widget that throws shows a short message in its own box and tells the
 * page through `widget-error`; the page and every other widget keep working.
 */
export class WidgetErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error): void {
    const { host, tag } = this.props;
    host.setAttribute('state', 'error');
    dispatchWidgetEvent(host, 'widget-error', { tag, message: error.message });
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" part="error" className="sw-crashed">
        This part of the page could not be shown. Please reload the page.
      </div>
    );
  }
}
