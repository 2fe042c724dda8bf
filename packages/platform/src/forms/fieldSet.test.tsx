/** @jest-environment jsdom */
import { REGISTER_RULES } from '@universo/contracts';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { CheckboxField } from './CheckboxField';
import { Form } from './Form';
import { FormProblem } from './FormProblem';
import { SelectField } from './SelectField';
import { SubmitButton } from './SubmitButton';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';
import { usePlainForm } from '../plainForm/usePlainForm';
import { CheckboxField as CheckboxControl } from '../ui/CheckboxField';
import { ruleAttributes } from '../ui/ruleAttributes';
import { SelectField as SelectControl } from '../ui/SelectField';
import { TextAreaField as TextAreaControl } from '../ui/TextAreaField';
import { TextField as TextControl } from '../ui/TextField';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Values {
  username: string;
  story: string;
  age: string;
  adultConfirmed: boolean;
}

type TestFormProps = { onSend: (values: Values) => Promise<void> };

/** A form of the set whose send waits for the test (`finish`) and may fail like a service. */
function HookFormTestForm({ onSend }: TestFormProps) {
  const form = useForm<Values>({ defaultValues: { username: '', story: '', age: '', adultConfirmed: false } });
  const [sent, setSent] = useState(0);
  return (
    <Form
      form={form}
      aria-label="Prueba"
      failure="No pudimos enviarlo."
      onSubmit={async (values) => {
        await onSend(values);
        setSent((count) => count + 1);
      }}
    >
      <TextField id="t-username" name="username" label="Nombre de usuario" rule={REGISTER_RULES.username} hint="Al menos 3" />
      <TextAreaField id="t-story" name="story" label="Historia" rows={3} />
      <SelectField id="t-age" name="age" label="Edad" placeholder="Elige" rule={REGISTER_RULES.age} options={[{ value: '7', label: '7 años' }]} />
      <CheckboxField id="t-adult" name="adultConfirmed" rule={REGISTER_RULES.adultConfirmed}>
        Soy una persona adulta
      </CheckboxField>
      <FormProblem />
      <SubmitButton busyLabel="Enviando...">Enviar</SubmitButton>
      <output>{sent}</output>
    </Form>
  );
}

const PLAIN_RULES = { username: REGISTER_RULES.username, age: REGISTER_RULES.age, adultConfirmed: REGISTER_RULES.adultConfirmed };

/** The same form with the same controls and rules, without react-hook-form (usePlainForm). */
function PlainTestForm({ onSend }: TestFormProps) {
  const form = usePlainForm<Values>({ rules: PLAIN_RULES, initial: { username: '', story: '', age: '', adultConfirmed: false } });
  const [sent, setSent] = useState(0);
  const send = form.submit(
    async (values) => {
      await onSend(values);
      setSent((count) => count + 1);
    },
    { failure: 'No pudimos enviarlo.' },
  );
  return (
    <form ref={form.formRef} aria-label="Prueba" noValidate onSubmit={send}>
      <TextControl id="t-username" label="Nombre de usuario" hint="Al menos 3" {...ruleAttributes(PLAIN_RULES.username)} {...form.text('username')} />
      <TextAreaControl id="t-story" label="Historia" rows={3} {...form.text('story')} />
      <SelectControl
        id="t-age"
        label="Edad"
        placeholder="Elige"
        options={[{ value: '7', label: '7 años' }]}
        {...ruleAttributes(PLAIN_RULES.age)}
        {...form.text('age')}
      />
      <CheckboxControl id="t-adult" {...ruleAttributes(PLAIN_RULES.adultConfirmed)} {...form.checkbox('adultConfirmed')}>
        Soy una persona adulta
      </CheckboxControl>
      {form.problem ? <p role="alert">{form.problem}</p> : null}
      <button type="submit" disabled={form.sending} aria-busy={form.sending}>
        {form.sending ? 'Enviando...' : 'Enviar'}
      </button>
      <output>{sent}</output>
    </form>
  );
}

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const $ = <T extends Element>(selector: string) => container.querySelector<T>(selector)!;

async function submit() {
  await act(async () => {
    $('button[type="submit"]').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  });
}

async function type(selector: string, value: string) {
  const input = $<HTMLInputElement | HTMLSelectElement>(selector);
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  });
}

async function tick(selector: string) {
  await act(async () => {
    $<HTMLInputElement>(selector).click();
  });
}

// The field set behaves the same whether react-hook-form or usePlainForm runs the form.
describe.each([
  ['with react-hook-form', HookFormTestForm],
  ['with usePlainForm', PlainTestForm],
])('the form field set %s', (_kind, TestForm) => {
  it('labels every field and keeps the browser’s own validation off', () => {
    act(() => root.render(<TestForm onSend={async () => undefined} />));
    expect($<HTMLFormElement>('form').noValidate).toBe(true);
    for (const id of ['t-username', 't-story', 't-age', 't-adult']) expect($(`label[for="${id}"]`)).not.toBeNull();
    // The rule's maximum reaches the input, so nobody types past what the service accepts.
    expect($<HTMLInputElement>('#t-username').maxLength).toBe(REGISTER_RULES.username.maxLength.value);
    expect($('#t-username').getAttribute('aria-describedby')).toBe('t-username-hint');
    expect($('#t-username').hasAttribute('aria-invalid')).toBe(false);
  });

  it('shows each broken rule’s Spanish message under its field, wired with aria-invalid and aria-describedby, and focuses the first', async () => {
    const onSend = jest.fn(async () => undefined);
    act(() => root.render(<TestForm onSend={onSend} />));
    await type('#t-username', 'ab');
    await submit();
    expect(onSend).not.toHaveBeenCalled();
    expect($('#t-username-error').textContent).toBe(REGISTER_RULES.username.minLength.message);
    expect($('#t-username').getAttribute('aria-invalid')).toBe('true');
    expect($('#t-username').getAttribute('aria-describedby')).toBe('t-username-hint t-username-error');
    expect($('#t-age-error').textContent).toBe(REGISTER_RULES.age.required);
    expect($('#t-adult-error').textContent).toBe(REGISTER_RULES.adultConfirmed.required);
    expect($('#t-adult').getAttribute('aria-describedby')).toBe('t-adult-error');
    expect(document.activeElement).toBe($('#t-username'));
    // A field without a rule has nothing to say.
    expect($('#t-story').hasAttribute('aria-invalid')).toBe(false);

    // Fixed as the family types: the message goes away.
    await type('#t-username', 'francesca');
    expect($('#t-username-error')).toBeNull();
    expect($('#t-username').hasAttribute('aria-invalid')).toBe(false);
  });

  it('sends the values once every rule holds, with the submit button disabled and busy meanwhile', async () => {
    let finish: () => void = () => undefined;
    const onSend = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    act(() => root.render(<TestForm onSend={onSend} />));
    await type('#t-username', ' francesca ');
    await type('#t-age', '7');
    await tick('#t-adult');
    await submit();
    expect(onSend).toHaveBeenCalledWith({ username: ' francesca ', story: '', age: '7', adultConfirmed: true });
    const button = $<HTMLButtonElement>('button[type="submit"]');
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toBe('Enviando...');
    await act(async () => finish());
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(button.textContent).toBe('Enviar');
    expect($('output').textContent).toBe('1');
  });

  it('shows the service’s 4xx Spanish message on the form, and its own sentence for anything else', async () => {
    const refusal = {
      status: 409,
      message: '409: …',
      body: JSON.stringify({ statusCode: 409, error: 'Conflict', message: 'Ya existe una cuenta con ese correo' }),
    };
    const onSend = jest.fn().mockRejectedValueOnce(refusal).mockRejectedValueOnce({ status: 503, message: '503: …', body: '{"message":"Servicio caído"}' });
    act(() => root.render(<TestForm onSend={onSend} />));
    await type('#t-username', 'francesca');
    await type('#t-age', '7');
    await tick('#t-adult');
    await submit();
    expect($('[role="alert"]').textContent).toBe('Ya existe una cuenta con ese correo');
    await submit();
    expect($('[role="alert"]').textContent).toBe('No pudimos enviarlo.');
    expect($<HTMLButtonElement>('button[type="submit"]').disabled).toBe(false);
  });
});
