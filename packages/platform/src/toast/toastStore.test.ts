import { dismissToast, getToasts, subscribeToToasts, toast } from './toastStore';

describe('toast store', () => {
  afterEach(() => dismissToast());

  it('keeps at most one toast: the newest', () => {
    toast({ title: 'Primero' });
    const id = toast({ title: 'Error', description: 'No se pudo cerrar sesión', variant: 'destructive' });
    expect(getToasts()).toEqual([{ id, title: 'Error', description: 'No se pudo cerrar sesión', variant: 'destructive' }]);
  });

  it('notifies subscribers and dismisses by id', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToToasts(listener);
    const id = toast({ title: '¡Hasta luego!' });
    dismissToast(id + 1);
    expect(getToasts()).toHaveLength(1);
    dismissToast(id);
    expect(getToasts()).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });
});
