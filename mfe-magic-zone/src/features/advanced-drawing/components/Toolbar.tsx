import { ListenButton } from '../../../shared/listen/ListenButton';
import { choicesSpeech } from '../../../shared/listen/choicesSpeech';
import { DRAWING_CHOICES } from '../drawingSpeech';
import { type ToolSettings, toolUses } from '../domain/tools';

interface Option<T extends string> {
  id: T;
  label: string;
  icon?: string;
  hex?: string;
  pixels?: number;
}

function Choices<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  look,
}: {
  legend: string;
  name: string;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
  look: 'icon' | 'swatch' | 'size';
}) {
  return (
    <fieldset className="drawing-choices">
      <legend>{legend}</legend>
      <ListenButton text={choicesSpeech(legend, options)} />
      <div className="drawing-choices__row">
        {options.map((option) => (
          <label key={option.id} className={`drawing-choice drawing-choice--${look}`}>
            <input type="radio" name={name} value={option.id} checked={value === option.id} onChange={() => onChange(option.id)} />
            {look === 'swatch' ? (
              <span className="drawing-choice__swatch" style={{ background: option.hex }}>
                <span className="uf-visually-hidden">{option.label}</span>
              </span>
            ) : (
              <span className="drawing-choice__text">
                {look === 'size' ? (
                  <span
                    className="drawing-choice__dot"
                    style={{ width: `${Math.max(4, (option.pixels ?? 4) / 2)}px`, height: `${Math.max(4, (option.pixels ?? 4) / 2)}px` }}
                    aria-hidden="true"
                  />
                ) : (
                  <span aria-hidden="true">{option.icon}</span>
                )}
                {option.label}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The tool, colour, size and stamp choices: radio buttons, so they all work with the keyboard. */
export function Toolbar({ settings, onChange }: { settings: ToolSettings; onChange: (settings: ToolSettings) => void }) {
  const uses = toolUses(settings.tool);
  return (
    <div className="drawing-toolbar">
      <Choices
        legend={DRAWING_CHOICES.tool.legend}
        name="drawing-tool"
        options={DRAWING_CHOICES.tool.options}
        value={settings.tool}
        onChange={(tool) => onChange({ ...settings, tool })}
        look="icon"
      />
      {uses.colour ? (
        <Choices
          legend={DRAWING_CHOICES.colour.legend}
          name="drawing-colour"
          options={DRAWING_CHOICES.colour.options}
          value={settings.colour}
          onChange={(colour) => onChange({ ...settings, colour })}
          look="swatch"
        />
      ) : null}
      {uses.size ? (
        <Choices
          legend={DRAWING_CHOICES.size.legend}
          name="drawing-size"
          options={DRAWING_CHOICES.size.options}
          value={settings.size}
          onChange={(size) => onChange({ ...settings, size })}
          look="size"
        />
      ) : null}
      {uses.stamp ? (
        <Choices
          legend={DRAWING_CHOICES.stamp.legend}
          name="drawing-stamp"
          options={DRAWING_CHOICES.stamp.options}
          value={settings.stamp}
          onChange={(stamp) => onChange({ ...settings, stamp })}
          look="icon"
        />
      ) : null}
    </div>
  );
}
