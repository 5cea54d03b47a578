import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, parseNodeVersion, REQUIRED_NODE_VERSION } from './node-version';

const projectFile = (name: string) => readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');
const problemFor = (version: string, required?: string) =>
  nodeVersionProblem({ version, executable: '/usr/bin/node' }, required);

describe('nodeVersionProblem', () => {
  it('stops an older Node, naming it, the one needed and how to run with that one', () => {
    const problem = problemFor('20.20.2', '24.0.0');
    expect(problem).toContain('needs Node 24.0.0 or newer, and /usr/bin/node is Node 20.20.2');
    expect(problem).toContain('npm start, or npm run serve');
    expect(problem).toContain('node_modules/.bin/node node_modules/.bin/next start');
    expect(problem).toContain('install Node 24 (the version in .nvmrc');
  });

  it.each([
    ['an older major', '22.18.0'],
    ['an older minor', '24.2.9'],
    ['an older patch', '24.3.0'],
  ])('stops %s', (_, version) => {
    expect(problemFor(version, '24.3.1')).toContain(`is Node ${version}.`);
  });

  it.each([
    ['the same version', '24.3.1'],
    ['a newer patch', '24.3.2'],
    ['a newer minor', '24.4.0'],
    ['a newer major with smaller parts', '25.0.0'],
    ['a major past 9, which text order would put first', '100.0.0'],
  ])('lets %s start', (_, version) => {
    expect(problemFor(version, '24.3.1')).toBeUndefined();
  });

  it('compares the numbers of a pre-release or nightly, and accepts a leading v', () => {
    expect(problemFor('25.0.0-nightly20260101abcdef', '24.0.0')).toBeUndefined();
    expect(problemFor('24.0.0-rc.1', '24.0.0')).toBeUndefined();
    expect(problemFor('v24.1.0', '24.0.0')).toBeUndefined();
    expect(problemFor('v20.1.0', '24.0.0')).toContain('is Node v20.1.0.');
    expect(problemFor(' 20.1.0\n', '24.0.0')).toBeDefined();
  });

  it.each([
    ['an empty string', ''],
    ['a word', 'bun'],
    ['a version with letters inside', '24.x.1'],
  ])('lets a runtime whose version is %s start, since it cannot tell', (_, version) => {
    expect(problemFor(version, '24.0.0')).toBeUndefined();
  });

  it('needs the version package.json names by default', () => {
    expect(problemFor('23.99.99')).toContain(`needs Node ${REQUIRED_NODE_VERSION} or newer`);
    expect(problemFor(REQUIRED_NODE_VERSION)).toBeUndefined();
  });

  it('refuses a required version it cannot read, rather than letting every Node through', () => {
    expect(() => problemFor('20.0.0', '>=24')).toThrow('Not a Node version: >=24');
  });
});

describe('parseNodeVersion', () => {
  it('reads a short version with its missing parts as zero', () => {
    expect(parseNodeVersion('24')).toEqual([24, 0, 0]);
    expect(parseNodeVersion('24.1')).toEqual([24, 1, 0]);
  });
});

describe('REQUIRED_NODE_VERSION', () => {
  const requiredMajor = REQUIRED_NODE_VERSION.split('.')[0];
  const manifest = JSON.parse(projectFile('package.json')) as {
    engines: { node: string };
    devDependencies: { node: string };
  };

  it("is package.json's engines.node", () => {
    expect(manifest.engines.node).toBe(`>=${REQUIRED_NODE_VERSION}`);
  });

  it('is the major of .nvmrc, of the node dev dependency and of the Dockerfile image', () => {
    expect(projectFile('.nvmrc').trim()).toBe(requiredMajor);
    expect(manifest.devDependencies.node).toBe(`^${requiredMajor}`);
    expect(projectFile('Dockerfile')).toMatch(new RegExp(`^ARG NODE_IMAGE=node:${requiredMajor}-`, 'm'));
  });
});
