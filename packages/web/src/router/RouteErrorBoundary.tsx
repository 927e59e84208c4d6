import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError';

interface Props {
  resetKey: string;
  /** Whether the error fills the page (no layout around it). */
  fullPage: boolean;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * Catches what a route throws while rendering (most often a lazy screen whose
 * chunk is gone after a deploy) and shows RouteError instead of a blank page.
 * A new resetKey (another page) tries rendering again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    // Something thrown that is not an error (null, undefined) still shows the error screen, which words it itself.
    return { error: error ?? new Error() };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} fullPage={this.props.fullPage} /> : this.props.children;
  }
}
