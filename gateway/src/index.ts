export * from './nginxConf';
export * from './nginxProcess';
