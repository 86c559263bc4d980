# Expected values of the panel diagnostics of packages/stats (Tucker-1 per attribute), computed
# with FactoMineR (Debian: r-cran-factominer) and base R. Regenerate from the repository root:
#   Rscript packages/stats/test/r/panel-diagnostics.R && npx prettier --write packages/stats/test/fixtures/panel-diagnostics.json
# The data sets are made here (fixed seed) and written into the fixture with the results.
#
# Tucker-1 (Dahl, Tomic & Næs 2008, "Graphical tools for sensory panel performance"; PanelCheck):
# the products × judges table of each judge's product means over the repetitions, centred per
# judge, analysed as PCA(X, scale.unit = FALSE): eigenvalues, the products' common scores
# (ind$coord) and the judges' correlation loadings (var$cor). A judge who did not score every
# product, or whose product means are all equal (no correlation), is left out of the table.
suppressPackageStartupMessages(library(FactoMineR))
source(file.path("packages", "stats", "test", "r", "json.R"))

rows_of <- function(m) lapply(seq_len(nrow(m)), function(i) unname(as.numeric(m[i, ])))
set.seed(20261128)

tucker1_case <- function(scores) {
  means <- tapply(scores$value, list(scores$product, scores$judge), mean)
  complete <- colSums(is.na(means)) == 0
  varying <- complete & apply(means, 2, function(m) length(unique(round(m, 12))) > 1)
  kept <- means[, varying, drop = FALSE]
  X <- sweep(kept, 2, colMeans(kept))
  dims <- min(nrow(X) - 1, ncol(X))
  res <- PCA(as.data.frame(X), scale.unit = FALSE, ncp = dims, graph = FALSE)
  list(observations = lapply(seq_len(nrow(scores)), function(i)
         list(product = as.character(scores$product[i]), judge = as.character(scores$judge[i]),
              value = scores$value[i])),
       products = rownames(X), judges = colnames(X), judgesLeftOut = colnames(means)[!varying],
       eigenvalues = unname(res$eig[seq_len(dims), 1]), percentages = unname(res$eig[seq_len(dims), 2]),
       rows = rows_of(res$ind$coord), correlations = rows_of(res$var$cor))
}

# A panel of 9 judges scoring 6 products 3 times on a 0-10 line: judges share the products'
# profile with their own scale use (shift and stretch) and noise; J07 ranks the products
# backwards (the outlier a leader looks for), J08 scores every product alike (no
# correlation: left out) and J09 missed product P6 (left out).
profile_panel <- function(products, judges, repetitions) {
  truth <- round(runif(length(products), 2, 8), 1)
  rows <- list()
  for (j in seq_along(judges)) for (p in seq_along(products)) for (r in seq_len(repetitions)) {
    judge <- judges[j]
    level <- if (judge == "J07") 10 - truth[p] else truth[p]
    value <- round(min(10, max(0, 1 + 0.8 * level * runif(1, 0.7, 1.3) + rnorm(1, 0, 0.8))), 1)
    if (judge == "J08") value <- 5
    if (judge == "J09" && products[p] == "P6") next
    rows[[length(rows) + 1]] <- data.frame(product = products[p], judge = judge, repetition = r, value = value)
  }
  do.call(rbind, rows)
}
panel <- profile_panel(paste0("P", 1:6), sprintf("J%02d", 1:9), 3)
# Fewer judges than products: as many dimensions as judges.
few <- profile_panel(paste0("P", 1:6), sprintf("J%02d", 1:2), 2)
# Four products, three judges, unequal numbers of repetitions.
small <- profile_panel(c("A", "B", "C", "D"), sprintf("J%02d", 1:3), 3)
small <- small[-c(2, 14, 27), ]

write_json(file.path("packages", "stats", "test", "fixtures", "panel-diagnostics.json"), list(
  tucker1 = list(panel = tucker1_case(panel), few = tucker1_case(few), small = tucker1_case(small))
))
