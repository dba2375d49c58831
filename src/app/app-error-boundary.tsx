import { Component, useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { errorPageText } from '#src/content/messages.ts';
import { tokens } from '#src/theme/tokens.ts';
import { path } from '#src/routing/paths.ts';
import { keepsLocalSaves } from '#src/services/storage/web-storage.ts';

// Plain styles, not Chakra's: Chakra or Emotion may be what failed. Inline styles set from
// script are allowed by the content security policy (inline scripts are not).
const brand = tokens.colors.brand[600].value;
const styles = {
  page: {
    boxSizing: 'border-box',
    minHeight: '100dvh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1rem',
    padding: '2rem 1.5rem',
    textAlign: 'center',
    fontFamily: tokens.fonts.body.value,
    color: '#1a202c',
    background: '#ffffff',
  },
  heading: { margin: 0, fontSize: '1.875rem', lineHeight: 1.2 },
  text: { margin: 0, maxWidth: '32rem', fontSize: '1.125rem', lineHeight: 1.5, color: '#4a5568' },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '0.75rem' },
  button: {
    minHeight: '2.75rem',
    padding: '0 1.25rem',
    border: `1px solid ${brand}`,
    borderRadius: '0.375rem',
    font: 'inherit',
    fontWeight: 600,
    color: '#ffffff',
    background: brand,
    cursor: 'pointer',
    // Inline styles have no :focus-visible: the browser's own ring, kept clear of the button.
    outlineOffset: '3px',
  },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '2.75rem',
    padding: '0 1.25rem',
    fontWeight: 600,
    color: brand,
    outlineOffset: '3px',
  },
} satisfies Record<string, CSSProperties>;

/** What shows in place of the whole shop: a heading, a short text, Reload and a way home. */
function AppErrorPage() {
  const heading = useRef<HTMLHeadingElement>(null);
  // Whatever had focus is gone with the page: focus the heading so a screen reader reads it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div style={styles.page}>
      <h1 ref={heading} tabIndex={-1} style={styles.heading}>
        {errorPageText.errorTitle}
      </h1>
      <p style={styles.text}>
        {keepsLocalSaves() ? errorPageText.appStopped : errorPageText.appStoppedUnsaved}
      </p>
      <div style={styles.actions}>
        <button type="button" style={styles.button} onClick={() => window.location.reload()}>
          {errorPageText.reload}
        </button>
        <a href={path.home} style={styles.link}>
          {errorPageText.homeLink}
        </a>
      </div>
    </div>
  );
}

/**
 * Catches what the routes' error page cannot: an error in the providers, or in the header or
 * footer, which the error page renders too. React logs the error (createRoot's default
 * onCaughtError); the shopper gets a plain page with Reload instead of a blank one.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <AppErrorPage /> : this.props.children;
  }
}
