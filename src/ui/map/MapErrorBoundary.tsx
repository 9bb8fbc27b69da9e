import { Component, type ReactNode } from 'react';

type Props = { fallback: ReactNode; children: ReactNode };

/** A map's chunk may fail to load (offline, new deployment): the screen stays usable without it, its text alternative shown. */
export class MapErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
