import type { ReactNode } from 'react';
import { WarningIcon } from '../Icon';
import { action as actionStyle, details as detailsStyle, heading as headingStyle, icon, message as messageStyle, page, panel, stack, summary } from './ErrorPage.css';

export type ErrorPageProps = {
  /** The page heading, e.g. "Unexpected Application Error!" (docs/rules/errors.md) or its translation. */
  heading: string;
  /** A sentence on what happened or what to do. */
  message?: ReactNode;
  /** The way back, e.g. a Button or Link to the start page. */
  action: ReactNode;
  /** Technical details (error message, stack) behind a disclosure, for support. */
  details?: string;
  /** Label of the details disclosure, e.g. "Tekniska detaljer". */
  detailsLabel?: string;
};

/** The whole-page screen for unknown routes and render failures: a heading and a way back. */
export function ErrorPage({ heading, message, action, details, detailsLabel }: ErrorPageProps) {
  return (
    <main className={page}>
      <div className={panel}>
        <span className={icon} aria-hidden="true">
          <WarningIcon size="lg" />
        </span>
        <h1 className={headingStyle}>{heading}</h1>
        {message && <p className={messageStyle}>{message}</p>}
        {details && detailsLabel && (
          <details className={detailsStyle}>
            <summary className={summary}>{detailsLabel}</summary>
            {/* Focusable so keyboard users can scroll a long stack. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
            <pre className={stack} tabIndex={0}>
              {details}
            </pre>
          </details>
        )}
        <div className={actionStyle}>{action}</div>
      </div>
    </main>
  );
}
