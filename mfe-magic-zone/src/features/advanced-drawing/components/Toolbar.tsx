import { ChoiceGroup } from '../../../shared/ui/ChoiceGroup';
import { DRAWING_CHOICES } from '../drawingSpeech';
import { type ToolSettings, toolUses } from '../domain/tools';

type ChoiceKind = keyof typeof DRAWING_CHOICES;
const KINDS = Object.keys(DRAWING_CHOICES) as ChoiceKind[];

/** The tool, colour, size and stamp choices: radio buttons, so they all work with the keyboard. */
export function Toolbar({ settings, onChange }: { settings: ToolSettings; onChange: (settings: ToolSettings) => void }) {
  const uses = toolUses(settings.tool);
  // The tool is always there; the other choices only when the tool uses them.
  const shown = KINDS.filter((kind) => kind === 'tool' || uses[kind]);
  return (
    <div className="drawing-toolbar">
      {shown.map((kind) => (
        <ChoiceGroup<string>
          key={kind}
          legend={DRAWING_CHOICES[kind].legend}
          name={`drawing-${kind}`}
          options={DRAWING_CHOICES[kind].options}
          value={settings[kind]}
          onChange={(value) => onChange({ ...settings, [kind]: value })}
          look={kind === 'colour' ? 'swatch' : 'text'}
        />
      ))}
    </div>
  );
}
