import type { HttpMethod } from '@heirloom/lambdas/http/routes';

export interface RouteTemplate {
  readonly method: HttpMethod;
  /** API Gateway path template including the API prefix, e.g. /api/person/{id}. */
  readonly path: string;
}

export interface CompiledRoute<R extends RouteTemplate> {
  readonly route: R;
  readonly routeKey: string;
  match(method: string, path: string): Record<string, string> | undefined;
}

export interface RouteMatch<R extends RouteTemplate> {
  readonly route: R;
  readonly routeKey: string;
  readonly pathParameters: Record<string, string>;
}

/**
 * API Gateway HTTP API route selection: `{name}` matches one path segment, `{name+}` (greedy)
 * the rest of the path; the most specific route wins (literal segments before parameters,
 * greedy last), whatever order the manifest lists them in.
 */
export function compileRoutes<R extends RouteTemplate>(routes: readonly R[]): (method: string, path: string) => RouteMatch<R> | undefined {
  const compiled = routes.map(compileRoute).sort((a, b) => specificity(b.route.path) - specificity(a.route.path));
  return (method, path) => {
    for (const candidate of compiled) {
      const pathParameters = candidate.match(method, path);
      if (pathParameters) return { route: candidate.route, routeKey: candidate.routeKey, pathParameters };
    }
    return undefined;
  };
}

function compileRoute<R extends RouteTemplate>(route: R): CompiledRoute<R> {
  const names: string[] = [];
  const pattern = route.path
    .split('/')
    .map((segment) => {
      const parameter = /^\{([A-Za-z0-9_.-]+)(\+)?\}$/.exec(segment);
      if (!parameter) return escapeRegExp(segment);
      names.push(parameter[1] ?? '');
      return parameter[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  const regex = new RegExp(`^${pattern}$`);
  return {
    route,
    routeKey: `${route.method} ${route.path}`,
    match(method, path) {
      if (method !== route.method) return undefined;
      const found = regex.exec(path);
      if (!found) return undefined;
      const parameters: Record<string, string> = {};
      names.forEach((name, index) => {
        parameters[name] = safeDecode(found[index + 1] ?? '');
      });
      return parameters;
    },
  };
}

/** Higher is more specific: count literal segments first, then plain over greedy parameters. */
function specificity(path: string): number {
  const segments = path.split('/').filter(Boolean);
  const literal = segments.filter((segment) => !segment.startsWith('{')).length;
  const greedy = segments.some((segment) => segment.endsWith('+}'));
  return literal * 1000 + segments.length * 10 - (greedy ? 5 : 0);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
