# Pull every valuation of one country from the ESVD with an API key, over REST and over GraphQL.
#
# R with httr2 only (on Debian: r-base-core and r-cran-httr2); req_retry() waits as Retry-After says when the key's
# rate limit answers 429. Usage:
#
#     ESVD_API_KEY=esvd_... Rscript pull_valuations.R KEN
#
# ESVD_URL (default http://localhost:4000) is the server; ESVD_PAGE_SIZE (default 1000, the largest page) the rows per
# request; ESVD_CSV, when set, a file the GraphQL rows are written to. test/api/example-r.test.ts runs it against an
# api and checks what it prints and writes.

library(httr2)

args <- commandArgs(trailingOnly = TRUE)
country_code <- if (length(args) > 0) args[[1]] else "KEN"
base <- sub("/+$", "", Sys.getenv("ESVD_URL", "http://localhost:4000"))
page_size <- as.integer(Sys.getenv("ESVD_PAGE_SIZE", "1000"))

esvd <- function(path) {
  request(base) |>
    req_url_path_append(path) |>
    req_headers(`X-API-Key` = Sys.getenv("ESVD_API_KEY")) |>
    req_retry(max_tries = 5)
}

graphql <- function(query, variables = list()) {
  answer <- esvd("graphql") |>
    req_body_json(list(query = query, variables = variables)) |>
    req_perform() |>
    resp_body_json()
  if (!is.null(answer$errors)) stop(jsonlite::toJSON(answer$errors, auto_unbox = TRUE))
  answer$data
}

# ValueIds as integers, never in scientific notation.
ids <- function(values) format(values, scientific = FALSE, trim = TRUE)

report <- function(rows) {
  cat(length(rows), " valuations in ", country_code, "\n", sep = "")
  first <- vapply(head(rows, 5), function(row) ids(row$valueId), character(1))
  cat("first ValueIds: ", paste(first, collapse = ", "), "\n", sep = "")
}

countries <- esvd("api/countries/") |> req_perform() |> resp_body_json()
country <- Filter(function(entry) identical(entry$code, country_code), countries)
if (length(country) == 0) stop("no country with the code ", country_code)
country_id <- country[[1]]$id

# REST: GET /api/esvds/after, following endCursor while hasMore.
rows <- list()
after <- NULL
repeat {
  page <- esvd("api/esvds/after") |>
    req_url_query(countries = country_id, limit = page_size, after = after) |>
    req_perform() |>
    resp_body_json()
  rows <- c(rows, page$items)
  if (!page$hasMore) break
  after <- page$endCursor
}
report(rows)

# GraphQL: the same pages from valuationsAfter.
pull <- "query Pull($filter: ValuationFilter!, $after: SafeInt, $limit: Int) {
  valuationsAfter(filter: $filter, after: $after, limit: $limit) {
    items { valueId studyId intPerHectarePerYear } endCursor hasMore } }"
variables <- list(filter = list(countries = list(country_id)), limit = page_size)
rows <- list()
repeat {
  page <- graphql(pull, variables)$valuationsAfter
  rows <- c(rows, page$items)
  if (!page$hasMore) break
  variables$after <- page$endCursor
}
report(rows)

# One row a valuation; a value the record does not give (null) is NA.
field <- function(name, type) vapply(rows, function(row) {
  value <- row[[name]]
  if (is.null(value)) type[NA] else as(value, class(type))
}, type)
values <- data.frame(
  valueId = field("valueId", integer(1)),
  studyId = field("studyId", integer(1)),
  intPerHectarePerYear = field("intPerHectarePerYear", numeric(1))
)
csv <- Sys.getenv("ESVD_CSV")
if (nzchar(csv)) write.csv(values, csv, row.names = FALSE)
