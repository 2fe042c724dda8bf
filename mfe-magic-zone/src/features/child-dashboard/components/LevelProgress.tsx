import { ListenRow } from '../../../shared/listen/ListenRow';
import { levelSpeech } from '../dashboardSpeech';
import { levelTitle, nextLevelTitle, progressValue } from '../domain/dashboardView';

export function LevelProgress({ level, percentage, milestone }: { level: number; percentage: number; milestone: string }) {
  const value = progressValue(percentage);
  const next = nextLevelTitle(level);
  return (
    <section className="uf-card dash-level" aria-labelledby="dash-level-title">
      <ListenRow live={levelSpeech(levelTitle(level), next ? `${value} % hacia ${next}` : '¡Nivel máximo!', milestone)}>
        <h2 id="dash-level-title">{levelTitle(level)}</h2>
      </ListenRow>
      <div
        className="dash-progress"
        role="progressbar"
        aria-labelledby="dash-level-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={next ? `${value} % del camino hacia ${next}` : 'Nivel máximo alcanzado'}
      >
        <span className="dash-progress__fill" style={{ width: `${value}%` }} />
      </div>
      <p className="dash-progress__label">
        <strong>{value} %</strong> {next ? `hacia ${next}` : '¡Nivel máximo!'}
      </p>
      <p className="dash-milestone">
        <span aria-hidden="true">🎯</span> {milestone}
      </p>
    </section>
  );
}
