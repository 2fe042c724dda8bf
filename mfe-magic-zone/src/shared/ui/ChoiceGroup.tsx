import { ListenButton } from '../listen/ListenButton';
import { choicesSpeech } from '../listen/choicesSpeech';
import './choiceGroup.css';

/** One choice: its name, and what it shows beside it (an icon, a colour, a line width in pixels). */
export interface ChoiceOption<T extends string> {
  id: T;
  label: string;
  icon?: string;
  hex?: string;
  pixels?: number;
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly ChoiceOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** 'swatch' shows each option's colour and keeps its name for screen readers; 'text' shows its name. */
  look?: 'text' | 'swatch';
  className?: string;
}

/**
 * A group of choices drawn as large pills or colour swatches: real radio buttons under a legend,
 * so arrows, Tab and Space work, with an "Escuchar" button that reads the legend and every option.
 */
export function ChoiceGroup<T extends string>({ legend, name, options, value, onChange, look = 'text', className }: ChoiceGroupProps<T>) {
  return (
    <fieldset className={className ? `mz-choices ${className}` : 'mz-choices'}>
      <legend>{legend}</legend>
      <ListenButton text={choicesSpeech(legend, options)} />
      <div className="mz-choices__row">
        {options.map((option) => (
          <label key={option.id} className="mz-choice">
            <input type="radio" name={name} value={option.id} checked={value === option.id} onChange={() => onChange(option.id)} />
            {look === 'swatch' ? (
              <span className="mz-choice__swatch" style={{ background: option.hex }}>
                <span className="uf-visually-hidden">{option.label}</span>
              </span>
            ) : (
              <span className="mz-choice__text">
                <ChoiceMark option={option} />
                {option.label}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A line width shows as a dot of about its size; an option with an icon shows the icon. */
function ChoiceMark({ option }: { option: ChoiceOption<string> }) {
  if (option.pixels !== undefined) {
    const side = `${Math.max(4, option.pixels / 2)}px`;
    return <span className="mz-choice__dot" style={{ width: side, height: side }} aria-hidden="true" />;
  }
  return option.icon ? <span aria-hidden="true">{option.icon}</span> : null;
}
