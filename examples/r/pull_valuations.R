# Pull every valuation of one country (Kenya) from the ESVD with an API key, over REST and over GraphQL.
#
# httr2 only; req_retry() waits as Retry-After says when the key's rate limit answers 429. Usage:
#
#     ESVD_API_KEY=esvd_... Rscript pull_valuations.R
#
# ESVD_URL (default http://localhost:4000) is the server. Unlike the Python examples, the test suite does not run
# this script.

library(httr2)

base <- Sys.getenv("ESVD_URL", "http://localhost:4000")
esvd <- function(path) {
  request(base) |>
    req_url_path_append(path) |>
    req_headers(`X-API-Key` = Sys.getenv("ESVD_API_KEY")) |>
    req_retry(max_tries = 5)
}

countries <- esvd("api/countries/") |> req_perform() |> resp_body_json()
kenya <- Filter(function(country) country$code == "KEN", countries)[[1]]$id

# REST: GET /api/esvds/after, following endCursor while hasMore.
rows <- list()
after <- NULL
repeat {
  page <- esvd("api/esvds/after") |>
    req_url_query(countries = kenya, limit = 1000, after = after) |>
    req_perform() |>
    resp_body_json()
  rows <- c(rows, page$items)
  if (!page$hasMore) break
  after <- page$endCursor
}
cat(length(rows), "valuations in Kenya\n")

# GraphQL: the same pages from valuationsAfter.
pull <- "query Pull($filter: ValuationFilter!, $after: SafeInt) {
  valuationsAfter(filter: $filter, after: $after, limit: 1000) {
    items { valueId studyId intPerHectarePerYear } endCursor hasMore } }"
variables <- list(filter = list(countries = list(kenya)))
rows <- list()
repeat {
  page <- esvd("graphql") |>
    req_body_json(list(query = pull, variables = variables)) |>
    req_perform() |>
    resp_body_json()
  page <- page$data$valuationsAfter
  rows <- c(rows, page$items)
  if (!page$hasMore) break
  variables$after <- page$endCursor
}
values <- do.call(rbind, lapply(rows, function(row) data.frame(
  valueId = row$valueId, studyId = row$studyId,
  intPerHectarePerYear = if (is.null(row$intPerHectarePerYear)) NA else row$intPerHectarePerYear
)))
