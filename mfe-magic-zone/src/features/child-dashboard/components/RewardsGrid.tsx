import { ListenRow } from '../../../shared/listen/ListenRow';
import { ListenButton } from '../../../shared/listen/ListenButton';
import { rewardSpeech, rewardsCountSpeech } from '../dashboardSpeech';
import type { Reward } from '@universo/platform/api/content';
import { rewardDate, sortRewards } from '../domain/dashboardView';

export function RewardsGrid({ rewards }: { rewards: readonly Reward[] }) {
  const unlocked = rewards.filter((r) => r.isUnlocked).length;
  return (
    <>
      <ListenRow live={rewardsCountSpeech(unlocked, rewards.length)}>
        <p>
          Has desbloqueado <strong>{unlocked}</strong> de {rewards.length} recompensas.
        </p>
      </ListenRow>
      <ul className="uf-grid dash-rewards">
        {sortRewards(rewards).map((reward) => {
          const date = rewardDate(reward.unlockedAt);
          const state = reward.isUnlocked ? (date ? `Desbloqueada el ${date}` : 'Desbloqueada') : 'Bloqueada';
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
              <p className="dash-reward__state">{state}</p>
              <ListenButton live={rewardSpeech(reward, state)} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
