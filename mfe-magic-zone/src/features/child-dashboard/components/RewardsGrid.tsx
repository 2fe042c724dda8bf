import type { Reward } from '@universo/contracts';
import { rewardDate, sortRewards } from '../domain/dashboardView';

export function RewardsGrid({ rewards }: { rewards: readonly Reward[] }) {
  const unlocked = rewards.filter((r) => r.isUnlocked).length;
  return (
    <>
      <p>
        Has desbloqueado <strong>{unlocked}</strong> de {rewards.length} recompensas.
      </p>
      <ul className="dash-rewards">
        {sortRewards(rewards).map((reward) => {
          const date = rewardDate(reward.unlockedAt);
          return (
            <li
              key={reward.id}
              className={reward.isUnlocked ? 'dash-reward dash-reward--unlocked' : 'dash-reward'}
              data-reward={reward.id}
              data-unlocked={reward.isUnlocked}
            >
              <span className="dash-reward__icon" aria-hidden="true">
                {reward.isUnlocked ? '🏆' : '🔒'}
              </span>
              <h3>{reward.rewardTitle}</h3>
              <p>{reward.rewardDescription}</p>
              <p className="dash-reward__state">{reward.isUnlocked ? (date ? `Desbloqueada el ${date}` : 'Desbloqueada') : 'Bloqueada'}</p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
