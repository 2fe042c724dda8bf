import { toast, type ToastOptions } from '@universo/platform';
import { useNavigate } from 'react-router-dom';

/** After a login or a registration: the greeting, then the home page (spec section 2: both go to /). */
export function useWelcomeHome(greeting: ToastOptions): () => void {
  const navigate = useNavigate();
  return () => {
    toast(greeting);
    navigate('/');
  };
}
