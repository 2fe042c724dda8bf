import type { ProfileCharacterId } from '@universo/contracts';
import type { AxxonDemoResponse } from '../../apiShapes';
import { scoreBusinessPotential } from './businessPotential';
import { scoreCreativity } from './creativity';
import { composeMessage, demoRewards, nextSuggestions, type ReplyInput } from './demoReply';
import { detectEmotion } from './emotion';
import { extractIdeaFeatures } from './ideaFeatures';
import { tokenize } from './spanishText';
import { suggestActivity } from './suggestedActivity';

export interface DemoInput {
  childName: string;
  message: string;
  /** Who answers: the profile's preferred character, Francesca otherwise. */
  character?: ProfileCharacterId;
}

/** The AXXON demo's whole analysis of a child's message (spec section 3, Demo response). Pure. */
export function analyzeIdea(input: DemoInput): AxxonDemoResponse {
  const tokens = tokenize(input.message);
  const emotion = detectEmotion(tokens, input.message);
  const features = extractIdeaFeatures(tokens);
  const business = scoreBusinessPotential(features);
  const creativity = scoreCreativity(features);
  const suggestion = suggestActivity(features);
  const reply: ReplyInput = {
    childName: input.childName,
    character: input.character ?? 'francesca',
    emotion: emotion.emotion,
    features,
    businessPotential: business.score,
    creativityLevel: creativity.score,
    activity: suggestion.activity,
  };
  return {
    childName: input.childName,
    axxonResponse: {
      message: composeMessage(reply),
      magicInsights: {
        childEmotion: emotion.label,
        businessPotential: business.score,
        creativityLevel: creativity.score,
        suggestedActivity: suggestion.activity,
      },
      rewards: demoRewards(reply),
      nextSuggestions: nextSuggestions(reply),
      reasons: {
        childEmotion: emotion.reasons,
        businessPotential: business.reasons,
        creativityLevel: creativity.reasons,
        suggestedActivity: [suggestion.reason],
      },
      explanations: {
        childEmotion: emotion.sentence,
        businessPotential: business.sentence,
        creativityLevel: creativity.sentence,
        suggestedActivity: suggestion.reason,
      },
    },
  };
}
