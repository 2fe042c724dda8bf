import type { PlanCertificate as Certificate } from '../domain/planDocument';

export function PlanCertificate({ certificate }: { certificate: Certificate }) {
  return (
    <section className="bp-certificate" aria-labelledby="bp-certificate-title">
      <span className="bp-certificate__seal" aria-hidden="true">
        🏅
      </span>
      <h3 id="bp-certificate-title">{certificate.title}</h3>
      <p>Se otorga a</p>
      <p className="bp-certificate__name">{certificate.awardedTo}</p>
      <p>{certificate.text}</p>
      <p className="bp-certificate__date">{certificate.date}</p>
    </section>
  );
}
