import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import { usePageTitle } from '@universo/platform/title';

/** The card of the account pages (login, registration, password reset): its heading is the page's title too. */
export function AuthCard({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="shell-auth uf-container" aria-labelledby={titleId}>
      <div className="shell-auth__card uf-card">
        <h1 id={titleId}>{title}</h1>
        {children}
      </div>
    </section>
  );
}

/** The service's sentence that ends the card's task, and the way on (back to the login). */
export function AuthDone({ message, linkText }: { message: string; linkText: string }) {
  return (
    <>
      <p className="uf-lead" role="status">
        {message}
      </p>
      <p className="shell-auth__switch">
        <Link to="/login">{linkText}</Link>
      </p>
    </>
  );
}
