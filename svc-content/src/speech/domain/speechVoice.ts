/**
 * The Magic Zone's voice: espeak-ng's Latin American Spanish, a little slower than its default
 * 175 words a minute, compressed with Opus at 16 kbit/s mono. The recorded clips
 * (scripts/narrateMagicZone.ts) and the texts the service reads on request use the same voice,
 * so a child hears one speaker.
 */
export const SPEECH_VOICE = 'es-419';
export const SPEECH_WORDS_PER_MINUTE = 140;
export const SPEECH_BITRATE_KBPS = 16;
