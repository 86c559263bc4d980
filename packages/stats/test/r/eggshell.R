# Expected values of the eggshell plot of packages/stats (src/eggshell.ts), computed with
# FactoMineR (Debian: r-cran-factominer) and base R. Regenerate from the repository root:
#   Rscript packages/stats/test/r/eggshell.R && npx prettier --write packages/stats/test/fixtures/eggshell.json
# The data sets are made here (fixed seed) and written into the fixture with the results.
#
# Eggshell plot (Hirst & Næs 1994; PanelCheck): the consensus order of the products is that of
# their scores on Tucker-1's first component (PCA(X, scale.unit = FALSE) of the judges' centred
# product means), its sign chosen to rise with the panel's mean; each judge's ranks of the
# products by their own means (rank(), ties averaged), summed cumulatively along that order,
# minus the consensus's own cumulative ranks i(i + 1)/2.
suppressPackageStartupMessages(library(FactoMineR))
source(file.path("packages", "stats", "test", "r", "json.R"))

set.seed(19940101)

eggshell_case <- function(scores) {
  means <- tapply(scores$value, list(scores$product, scores$judge), mean)
  complete <- means[, colSums(is.na(means)) == 0, drop = FALSE]
  varying <- complete[, apply(complete, 2, function(m) length(unique(m)) > 1), drop = FALSE]
  X <- sweep(varying, 2, colMeans(varying))
  first <- PCA(as.data.frame(X), scale.unit = FALSE, ncp = 1, graph = FALSE)$ind$coord[, 1]
  panel <- rowMeans(complete)
  if (sum(first * (panel - mean(panel))) < 0) first <- -first
  order <- order(first)
  n <- nrow(complete)
  judges <- lapply(colnames(complete), function(judge)
    unname(cumsum(rank(complete[order, judge])) - cumsum(seq_len(n))))
  names(judges) <- colnames(complete)
  list(observations = lapply(seq_len(nrow(scores)), function(i)
         list(product = as.character(scores$product[i]), judge = as.character(scores$judge[i]),
              value = scores$value[i])),
       products = rownames(complete), consensusOrder = rownames(complete)[order], judges = judges)
}

# 8 judges, 6 products, 2 repetitions on a 0-10 line, scores to one decimal. J06 ranks the
# products backwards, J07 scores two products alike in every repetition (a tie in their
# ranks), J08 missed product P3 (left out).
profile_panel <- function(products, judges, repetitions) {
  truth <- c(2.1, 3.4, 4.6, 5.2, 6.8, 7.9)[seq_along(products)]
  rows <- list()
  for (judge in judges) for (p in seq_along(products)) for (r in seq_len(repetitions)) {
    level <- if (judge == "J06") 10 - truth[p] else truth[p]
    value <- round(min(10, max(0, level * runif(1, 0.8, 1.2) + rnorm(1, 0, 1.2))), 1)
    if (judge == "J07" && products[p] %in% c("P4", "P5")) value <- 6
    if (judge == "J08" && products[p] == "P3") next
    rows[[length(rows) + 1]] <- data.frame(product = products[p], judge = judge, repetition = r, value = value)
  }
  do.call(rbind, rows)
}

write_json(file.path("packages", "stats", "test", "fixtures", "eggshell.json"), list(
  panel = eggshell_case(profile_panel(paste0("P", 1:6), sprintf("J%02d", 1:8), 2)),
  small = eggshell_case(profile_panel(paste0("P", 1:4), sprintf("J%02d", 1:3), 3))
))
