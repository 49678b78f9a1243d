import { Component, type ReactNode } from 'react';

/** A render error of the previewed screen (e.g. an unknown widget) shows as a message, not as a blank page. */
export class RenderBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (this.state.error) {
      return (
        <div role="alert" className="pg-banner">
          <strong>The screen failed to render:</strong> {this.state.error.message}
        </div>
      );
    }
    return this.props.children;
  }
}
