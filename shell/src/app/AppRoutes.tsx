import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { loadHomePage } from '../features/home/loadHomePage';
import { Layout } from './layout/Layout';
import { INFO_PATHS } from './layout/navigation';
import { lazyWithState } from './state/lazyWithState';

const LoginPage = lazyWithState(() => import('../features/auth/LoginPage').then((module) => module.LoginPage));
const RegisterPage = lazyWithState(() => import('../features/auth/RegisterPage').then((module) => module.RegisterPage));
const ConfirmEmailPage = lazyWithState(() => import('../features/accountMail/ConfirmEmailPage').then((module) => module.ConfirmEmailPage));
const ForgotPasswordPage = lazyWithState(() => import('../features/accountMail/ForgotPasswordPage').then((module) => module.ForgotPasswordPage));
const NewPasswordPage = lazyWithState(() => import('../features/accountMail/NewPasswordPage').then((module) => module.NewPasswordPage));
const AccountDataPage = lazyWithState(() => import('../features/accountData/AccountDataPage').then((module) => module.AccountDataPage));
const FamilyPage = lazyWithState(() => import('../features/familyArea/FamilyPage').then((module) => module.FamilyPage));
// Only "/" needs it; there the entry already started its download beside the app's.
const HomePage = lazy(() => loadHomePage().then((module) => ({ default: module.HomePage })));
// The footer's pages are text only: no store.
const InfoPage = lazy(() => import('../features/info/InfoPage').then((module) => ({ default: module.InfoPage })));
// Named: the shell's page hints this chunk and the store's ("state") on a remote's route
// (remoteRouteChunks in shell/webpack.config.mjs), so they download beside the app's own.
const RemoteOutlet = lazyWithState(() =>
  import(/* webpackChunkName: "remote-outlet" */ '../features/remotes/RemoteOutlet').then((module) => module.RemoteOutlet),
);

/** The shell's own pages; every other path goes to the remote that owns it (or the 404 page). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="confirmar" element={<ConfirmEmailPage />} />
        <Route path="recuperar" element={<ForgotPasswordPage />} />
        <Route path="recuperar/nueva" element={<NewPasswordPage />} />
        <Route path="cuenta/datos" element={<AccountDataPage />} />
        <Route path="familia" element={<FamilyPage />} />
        {INFO_PATHS.map((path) => (
          <Route key={path} path={path.slice(1)} element={<InfoPage />} />
        ))}
        {/* Legacy links that some screens still use (spec section 2). */}
        <Route path="magic-zone" element={<Navigate to="/zona-magica" replace />} />
        <Route path="characters" element={<Navigate to="/personajes" replace />} />
        <Route path="*" element={<RemoteOutlet />} />
      </Route>
    </Routes>
  );
}
