import { Component, type ReactNode, Suspense } from 'react';

interface Props {
  children: ReactNode;
  /** A new value (each opening) tries a failed download again. */
  resetKey: unknown;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

/**
 * Holds a menu or drawer loaded on first use. While its code downloads nothing shows; if the
 * download fails (offline), nothing shows either and the next opening tries again, instead of
 * the failure taking the page down.
 */
export class LazySlot extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    if (this.state.failed) return null;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
