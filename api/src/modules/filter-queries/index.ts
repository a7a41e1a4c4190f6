// The filter-queries module: users' saved searches and their downloads.
export { FilterQuery } from './filter-query.entity.ts';
export { FilterQueriesService } from './filter-queries.service.ts';
