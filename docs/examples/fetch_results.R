# A Palate publication's long CSV and analysis JSON, fetched with an API token (httr2).
#
#   PALATE_URL=https://tasting.example.org PALATE_TOKEN=pal_... Rscript fetch_results.R [PUBLICATION]
#
# Without a publication id: lists the publications the token reads. With one: writes its long
# CSV and its analysis JSON into the working folder, under the names the server gives them,
# and prints the number of answers and each scale's mean per product.
library(httr2)

# One call of Palate's protocol: a POST of JSON with the token as tk; the answer's fields.
palate_call <- function(service, path, ...) {
  answer <- request(paste0(sub("/$", "", Sys.getenv("PALATE_URL")), "/ws/", service, "/", path)) |>
    req_headers(`Accept-Language` = "en") |>
    req_body_json(list(tk = Sys.getenv("PALATE_TOKEN"), ...)) |>
    req_perform() |>
    resp_body_json()
  if (answer$errorType != 0) stop(path, ": error ", answer$errorType, ": ", answer$errorMsg)
  answer
}

# A results file (pub/export), written under the server's file name; its text.
palate_export <- function(publication, format) {
  exported <- palate_call("fzPub.dll", "pub/export", id = publication, format = format)
  writeLines(exported$content, exported$fileName, sep = "", useBytes = TRUE)
  cat("wrote ", exported$fileName, "\n", sep = "")
  exported$content
}

publication <- commandArgs(trailingOnly = TRUE)[1]
if (is.na(publication)) {
  for (listed in palate_call("fzPub.dll", "pub/list")$pubs) {
    cat(listed$id, listed$status, listed$finished, listed$name, sep = "\t")
    cat("\n")
  }
} else {
  answers <- read.csv(text = palate_export(publication, "long"))
  cat(nrow(answers), " answers from ", length(unique(answers$judge)), " judges\n", sep = "")
  analysis <- jsonlite::fromJSON(palate_export(publication, "analysis-json"), simplifyVector = FALSE)
  for (question in analysis$questions) {
    if (question$kind != "scale") next
    figures <- Filter(function(product) !is.null(product$mean), question$byProduct)
    means <- sprintf("%s=%.2f", names(figures), vapply(figures, function(product) product$mean, numeric(1)))
    cat(question$control, ": ", paste(means, collapse = " "), "\n", sep = "")
  }
}
