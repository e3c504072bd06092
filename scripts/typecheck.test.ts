import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function parsed(configPath: string): ts.ParsedCommandLine {
  const file = resolve(root, configPath);
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(file));
}

const withoutPath = ({ configFilePath: _path, ...options }: ts.CompilerOptions) => options;

describe('typecheck: the Node projects checked as one program (tsconfig.node.json)', () => {
  const program = parsed('tsconfig.node.json');
  const files = new Set(program.fileNames);

  it.each(['packages/shared', 'packages/test-mail', 'apps/api', 'bench', 'scripts/cluster'])(
    '%s has the same compiler options, and every one of its files is in the program',
    (project) => {
      const own = parsed(`${project}/tsconfig.json`);
      expect(withoutPath(own.options)).toEqual(withoutPath(program.options));
      expect(own.fileNames.filter((name) => !files.has(name))).toEqual([]);
    },
  );
});
