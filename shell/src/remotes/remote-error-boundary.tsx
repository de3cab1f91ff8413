import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ModuleUnavailable } from './module-unavailable';

interface Props {
  remote: string;
  onRetry: () => void;
  /** Puts the unavailable block in a frame (a dashboard panel keeps its card and title). */
  frame?: (unavailable: ReactNode) => ReactNode;
  children: ReactNode;
}

/** Keeps a failing remote (cannot load, or throws while rendering) inside its own routes. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[remotes] ${this.props.remote} failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const unavailable = <ModuleUnavailable remote={this.props.remote} onRetry={this.props.onRetry} />;
    return this.props.frame ? this.props.frame(unavailable) : unavailable;
  }
}
