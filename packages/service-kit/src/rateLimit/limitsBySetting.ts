/**
 * Route kinds each limited by a setting of its own (a kind's name → the config key of its
 * limit): the list of kinds and the limit of one kind, both read from that one table. Pure.
 */
export function limitsBySetting<const Settings extends Record<string, string>>(
  settings: Settings,
): {
  kinds: (keyof Settings & string)[];
  limit: (config: { [Key in Settings[keyof Settings]]: number }, kind: keyof Settings & string) => number;
} {
  return {
    kinds: Object.keys(settings),
    limit: (config, kind) => config[settings[kind]],
  };
}
