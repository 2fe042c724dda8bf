import { CHILD_AVATAR_LOOKS, CHILD_AVATARS, type ChildAvatar } from '@universo/contracts';
import type { Child } from '@universo/platform/api/content';
import { apiErrorMessage, toast, useUpdateChildMutation } from '@universo/platform';

/** The child's avatar, chosen from the fixed list (no photos): large radio buttons. */
export function AvatarPicker({ child }: { child: Child }) {
  const [update, { isLoading }] = useUpdateChildMutation();

  async function choose(avatar: ChildAvatar): Promise<void> {
    try {
      await update({ id: child.id, change: { avatar } }).unwrap();
      toast({ title: 'Avatar cambiado', description: `${child.childName} ahora es ${CHILD_AVATAR_LOOKS[avatar].label.toLowerCase()}.` });
    } catch (error) {
      toast({ title: 'No pudimos cambiar el avatar', description: apiErrorMessage(error) ?? 'Inténtalo de nuevo.', variant: 'destructive' });
    }
  }

  return (
    <fieldset className="shell-family__avatars" disabled={isLoading}>
      <legend>Avatar de {child.childName}</legend>
      {CHILD_AVATARS.map((avatar) => (
        <label key={avatar} className="shell-family__avatar">
          <input type="radio" name={`avatar-${child.id}`} value={avatar} checked={child.avatar === avatar} onChange={() => void choose(avatar)} />
          <span aria-hidden="true">{CHILD_AVATAR_LOOKS[avatar].emoji}</span>
          <span className="uf-visually-hidden">{CHILD_AVATAR_LOOKS[avatar].label}</span>
        </label>
      ))}
    </fieldset>
  );
}
