'use client';

import { Component, type ReactNode } from 'react';

/**
 * A part of the frame (the ticker, the footer's e-lessons) whose data failed on the server: the
 * browser meets the same failure when it draws the part again, and would otherwise replace the
 * whole document with global-error. The page reads without the part; the server keeps the render
 * failed, so no cache keeps it.
 */
export class OptionalPartBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
