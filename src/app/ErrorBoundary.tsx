import { Component, type ReactNode } from "react";
import { ErrorPage } from "./ErrorPage";

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Told about every error caught, after it is logged (a failed chunk load, say). */
  onError?: (error: unknown) => void;
}

/**
 * A render that throws shows the generic error page (status 500) instead of a blank screen.
 * Give it a `key` per location so that moving elsewhere renders again.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? <ErrorPage status={500} /> : this.props.children;
  }
}
