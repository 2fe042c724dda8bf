import { NginxConfFile, parse } from 'nginx-conf';

// How the configuration is written: an nginx-conf tree built directive by directive, and the
// quoting every module shares.

/** An empty config tree from the nginx-conf package. The parser calls back synchronously. */
export function emptyConf(): NginxConfFile {
  let conf: NginxConfFile | undefined;
  parse('', (error, tree) => {
    if (error || !tree) throw new Error(`nginx-conf: ${error?.message ?? 'sin árbol'}`);
    conf = new NginxConfFile(tree, { tab: '  ' });
  });
  if (!conf) throw new Error('nginx-conf no devolvió una configuración');
  return conf;
}

export type Block = NginxConfFile['nginx'];

/** Adds a block directive (`location … { }`) to parent and fills it in. */
export function block(parent: Block, name: string, value: string, build: (b: Block) => void): void {
  parent._add(name, value, []);
  const list = parent[name];
  const added = list?.[list.length - 1];
  if (!added) throw new Error(`nginx-conf: no se pudo añadir ${name}`);
  build(added);
}

export const quote = (value: string): string => `"${value.replace(/"/g, '\\"')}"`;
/** Single-quoted nginx string for JSON bodies (JSON never contains an unescaped `'` here). */
export const jsonBody = (body: object): string => {
  const text = JSON.stringify(body);
  if (text.includes("'")) throw new Error('JSON body must not contain single quotes');
  return `'${text}'`;
};

/** The JSON error shape every service answers with (NestJS' own), for the gateway's own errors. */
export function errorBody(statusCode: number, error: string, message: string): { statusCode: number; error: string; message: string } {
  return { statusCode, error, message };
}

/** A literal text inside an nginx (PCRE) or JavaScript regex. */
export const regexEscape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
