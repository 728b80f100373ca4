import type { TimelineAnalyzer } from '../../../shared/domain/timeline/analyze-timeline';

/**
 * The files of one upload (its parts, and the entries of its archives) fed to one analysis: each
 * file after the first is started with nextFile(), which also checks that the one before it was a
 * location history.
 */
export class AnalyzerFeed {
  private files = 0;

  constructor(private readonly analyzer: TimelineAnalyzer) {}

  startFile(): void {
    if (this.files++ > 0) this.analyzer.nextFile();
  }

  push(chunk: Uint8Array): void {
    this.analyzer.push(chunk);
  }

  end(): ReturnType<TimelineAnalyzer['end']> {
    return this.analyzer.end();
  }
}
