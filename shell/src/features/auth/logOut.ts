import { type AppDispatch, logoutApi, toast } from '@universo/platform';

/** Logs out and says so (spec section 8), whichever part of the header asked. */
export async function logOut(dispatch: AppDispatch): Promise<void> {
  try {
    await dispatch(logoutApi.endpoints.logout.initiate()).unwrap();
    toast({ title: '¡Hasta luego!', description: 'Has cerrado sesión correctamente' });
  } catch {
    toast({ title: 'Error', description: 'No se pudo cerrar sesión', variant: 'destructive' });
  }
}
