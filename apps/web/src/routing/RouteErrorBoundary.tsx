import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorPage } from '../pages/RouteErrorPage';

interface BoundaryProps {
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  key: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    // A new navigation (even to the same path: the error page's retry) renders the screen again.
    return props.resetKey === state.key
      ? null
      : { failed: false, error: undefined, key: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** A route error boundary: a screen that throws (or whose code fails to load) shows the error page. */
export function RouteErrorBoundary({ children }: { children: ReactNode }): ReactNode {
  const { key } = useLocation();
  return <Boundary resetKey={key}>{children}</Boundary>;
}
