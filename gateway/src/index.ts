export * from './nginxConf';
export * from './nginxProcess';
export * from './firstScreens';
