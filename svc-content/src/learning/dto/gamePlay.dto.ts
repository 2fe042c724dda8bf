import type { DealtGame } from '@universo/contracts';
import type { GamePlayRequest } from '../../apiShapes';
import { IsOptional } from 'class-validator';
import { playActivityProblem, playGoalProblem } from '../domain/dealtPlays';
import { Rule } from './rule';

/** POST /api/axxon/plays: a dealt game starts (Gasta o Ahorra with the savings goal the child picked, Estrategia de Mercado, Juego de Inversión). */
export class GamePlayDto implements GamePlayRequest {
  @Rule('activity', playActivityProblem)
  activity: DealtGame;

  @IsOptional()
  @Rule('goal', (value, object) => playGoalProblem(value, object.activity))
  goal?: string;
}
