import { Component, Suspense, type ReactNode } from 'react';
import { useSharedText } from '../ui/messages.text';
import { dispatchWidgetEvent } from './events';

/** The crash sentence in the page's language (nothing until its table is there, not English). */
function Crashed() {
  return useSharedText()('crashed');
}

interface Props {
  host: HTMLElement;
  tag: string;
  children: ReactNode;
}

interface State {
  /** Only whether: what was thrown goes to the page with `widget-error`. */
  crashed?: boolean;
}

/**
 * One per element: a widget that throws shows a short message in its own box and tells the
 * page through `widget-error`; the page and every other widget keep working.
 */
export class WidgetErrorBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(): State {
    return { crashed: true };
  }

  override componentDidCatch(error: Error): void {
    const { host, tag } = this.props;
    host.setAttribute('state', 'error');
    dispatchWidgetEvent(host, 'widget-error', { tag, message: error.message });
  }

  override render(): ReactNode {
    if (!this.state.crashed) return this.props.children;
    return (
      <div role="alert" part="error" className="sw-crashed">
        <Suspense fallback={null}>
          <Crashed />
        </Suspense>
      </div>
    );
  }
}
