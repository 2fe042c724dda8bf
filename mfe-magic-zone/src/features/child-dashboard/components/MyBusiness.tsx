import { ListenParagraph, ListenRow } from '../../../shared/listen/ListenRow';
import { BUSINESS_EMPTY, businessSpeech } from '../dashboardSpeech';
import leo from '@universo/art/svg/leo.svg';
import { EmptyState } from '@universo/platform';
import { Link } from 'react-router-dom';
import { logoOfProject } from '../../../shared/logo/logoDesign';
import { LogoPicture } from '../../../shared/logo/LogoPicture';
import { useChildAge } from '../../../shared/learning/useChildAge';
import { useGetProjectQuery } from '../../../shared/project/api/projectApi';
import { Coins } from '../../../shared/ui/Coins';
import { myBusinessLines } from '../domain/myBusiness';

/** "Mi emprendimiento": the business the child named in the plan, its logo and its best results. */
export function MyBusiness() {
  const { data } = useGetProjectQuery(undefined, { refetchOnMountOrArgChange: true });
  const project = data?.project ?? null;
  // The best results drawn as coins beside the words, for the youngest (6-7), as in the games.
  const showCoins = useChildAge().group === 'younger';
  return (
    <section className="mz-panel dash-business" aria-labelledby="dash-business-title" data-testid="dash-business">
      <h2 id="dash-business-title">Mi emprendimiento</h2>
      {project ? (
        <div className="dash-business__body">
          {project.logo ? <LogoPicture design={logoOfProject(project)} aria-label={`Logo de ${project.businessName}`} className="dash-business__logo" /> : null}
          <div>
            <ListenRow live={businessSpeech(project.businessName, myBusinessLines(project))}>
              <p className="dash-business__name" data-testid="dash-business-name">
                {project.businessName}
              </p>
            </ListenRow>
            <dl className="dash-business__lines">
              {myBusinessLines(project).map((line) => (
                <div key={line.label}>
                  <dt>{line.label}</dt>
                  <dd>
                    {line.text}
                    {showCoins && line.amount ? <Coins amount={line.amount.value} unit={line.amount.unit} /> : null}
                  </dd>
                </div>
              ))}
            </dl>
            {project.logo ? null : (
              <Link to="/zona-magica?actividad=crea-logo" className="uf-button uf-button--secondary">
                <span aria-hidden="true">🎨</span> Crear su logo
              </Link>
            )}
          </div>
        </div>
      ) : (
        <EmptyState art={leo}>
          <ListenParagraph text={BUSINESS_EMPTY} />
          <Link to="/zona-magica?actividad=plan-emprendimiento" className="uf-button uf-button--secondary">
            <span aria-hidden="true">📝</span> Crear mi plan
          </Link>
        </EmptyState>
      )}
    </section>
  );
}
