import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Parent = FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
type LogFn = (...args: unknown[]) => void;

/**
 * A request's logger that becomes a real pino child (with the request id bound) only when something is
 * logged at an enabled level. Fastify makes a child logger for every request; at the production level
 * (`warn`) almost none of them write a line, yet building one serialises its bindings each time
 * (docs/decisions/0014). Lines that are written are exactly those of the eager child.
 */
export class LazyChildLogger {
  private real: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Parent,
    private readonly bindings: Parameters<FastifyBaseLogger['child']>[0],
    private readonly options: Parameters<FastifyBaseLogger['child']>[1],
  ) {}

  /** The pino child, made on first use. */
  materialise(): FastifyBaseLogger {
    this.real ??= this.parent.child(this.bindings, this.options);
    return this.real;
  }

  /** Whether a child has been made (tests). */
  get materialised(): boolean {
    return this.real !== undefined;
  }

  get level(): string {
    return (this.real ?? this.parent).level;
  }

  set level(level: string) {
    this.materialise().level = level;
  }

  private enabled(level: Level): boolean {
    const logger = (this.real ?? this.parent) as Parent;
    return logger.isLevelEnabled ? logger.isLevelEnabled(level) : true;
  }

  private write(level: Level, args: unknown[]): void {
    if (this.enabled(level)) (this.materialise()[level] as LogFn)(...args);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(
    bindings: Parameters<FastifyBaseLogger['child']>[0],
    options?: Parameters<FastifyBaseLogger['child']>[1],
  ): FastifyBaseLogger {
    return this.materialise().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory` giving each request a LazyChildLogger. */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
