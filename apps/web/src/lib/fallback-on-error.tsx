import { Component, type ReactNode } from 'react';
import { handleChunkLoadFailure, isChunkLoadError } from './stale-build.ts';

interface Props {
  /** Shown instead of the children once they have failed to render. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * For a part the page can do without: when it fails to render, the fallback takes its place and the rest of the
 * page stays. A file of the build that is gone (a new release) goes to the shared handler, which reloads once
 * (lib/stale-build.ts).
 */
export class FallbackOnError extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    if (isChunkLoadError(error)) handleChunkLoadFailure(error);
    else console.error('A part of the page failed to render', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
