# Expected values of the Manhattan plots of packages/stats (src/maps/manhattan.ts), computed with
# FactoMineR (Debian: r-cran-factominer) and base R. Regenerate from the repository root:
#   Rscript packages/stats/test/r/manhattan.R && npx prettier --write packages/stats/test/fixtures/manhattan.json
# The data sets are made here (fixed seed) and written into the fixture with the results.
#
# Manhattan plot (Dahl, Tomic & Næs 2008; PanelCheck): per judge, the products × attributes table
# of the judge's product means over the repetitions (tapply), products missed on some attribute
# left out, analysed alone by PCA(X, scale.unit = FALSE, ncp = Inf); per attribute its var$cos2
# cumulated over the dimensions 1..k, k the non-null components (eigenvalue above 1e-10 of their
# sum). An attribute whose means are all equal (within 1e-12) has no variance to explain: null
# (FactoMineR prints 0 for its 0/0), and its column is set to zeros before the PCA.
suppressPackageStartupMessages(library(FactoMineR))
source(file.path("packages", "stats", "test", "r", "json.R"))

set.seed(20081128)

manhattan_judge <- function(scores, attributes, products) {
  means <- tapply(scores$value, list(factor(scores$product, products), factor(scores$attribute, attributes)), mean)
  means <- means[rowSums(is.na(means)) == 0, , drop = FALSE]
  varied <- apply(means, 2, function(m) diff(range(m)) > 1e-12 * max(1, abs(m)))
  X <- means
  X[, !varied] <- 0
  res <- PCA(as.data.frame(X), scale.unit = FALSE, ncp = Inf, graph = FALSE)
  eig <- res$eig[, 1]
  k <- sum(eig > 1e-10 * sum(eig))
  cumulative <- lapply(attributes, function(a)
    if (varied[[a]]) I(unname(cumsum(res$var$cos2[a, seq_len(k)]))) else NA)
  names(cumulative) <- attributes
  list(products = rownames(means), eigenvalues = unname(eig), components = k, attributes = cumulative)
}

manhattan_case <- function(scores) {
  attributes <- unique(as.character(scores$attribute))
  products <- unique(as.character(scores$product))
  judges <- unique(as.character(scores$judge))
  figures <- lapply(judges, function(j) manhattan_judge(scores[scores$judge == j, ], attributes, products))
  names(figures) <- judges
  list(observations = lapply(seq_len(nrow(scores)), function(i)
         list(judge = as.character(scores$judge[i]), product = as.character(scores$product[i]),
              attribute = as.character(scores$attribute[i]), value = scores$value[i])),
       attributes = attributes, products = products, judges = figures)
}

# A descriptive profile: 8 judges score 6 products on 5 attributes twice on a 0-10 line, to one
# decimal. The products differ along two sensory directions (sweet-fruity against bitter-sour)
# that the attributes load on, and each judge adds their own scale use and noise. J06 scores
# "astringent" 5 every time (never varied: null); J07 missed P4's "sour" in both repetitions
# (P4 left out of their table); J08 scores "fruity" 0.1 every time, three times for some
# products (a mean of three 0.1s is not 0.1 in binary: still never varied).
profile_panel <- function() {
  products <- paste0("P", 1:6)
  attributes <- c("sweet", "sour", "bitter", "fruity", "astringent")
  first <- c(-1.5, -0.8, 0, 0.6, 1.1, 1.7)
  second <- c(0.9, -1.2, 1.4, -0.3, -1.0, 0.4)
  loadings <- rbind(sweet = c(1.4, 0.2), sour = c(-0.6, 1.2), bitter = c(-1.1, 0.5),
                    fruity = c(1.0, -0.7), astringent = c(-0.3, 0.9))
  rows <- list()
  for (j in 1:8) {
    judge <- sprintf("J%02d", j)
    stretch <- runif(1, 0.7, 1.3)
    for (p in seq_along(products)) for (a in attributes) {
      repetitions <- if (judge == "J08" && p %% 2 == 0) 3 else 2
      for (r in seq_len(repetitions)) {
        level <- 5 + stretch * sum(loadings[a, ] * c(first[p], second[p])) * 1.5 + rnorm(1, 0, 0.7)
        value <- round(min(10, max(0, level)), 1)
        if (judge == "J06" && a == "astringent") value <- 5
        if (judge == "J07" && products[p] == "P4" && a == "sour") next
        if (judge == "J08" && a == "fruity") value <- 0.1
        rows[[length(rows) + 1]] <- data.frame(judge = judge, product = products[p], attribute = a, value = value)
      }
    }
  }
  do.call(rbind, rows)
}

# Three judges, four products, three attributes once each: J01's third attribute is the sum of
# the other two and J02's attributes all follow one product order (k = 2 and k = 1 of the 3
# possible components), J03 scores freely.
small_panel <- function() {
  products <- c("A", "B", "C", "D")
  tables <- list(
    J01 = cbind(x = c(2, 5, 4, 7), y = c(3, 1, 6, 2), z = c(5, 6, 10, 9)),
    J02 = cbind(x = c(1, 3, 2, 6), y = c(2, 6, 4, 12), z = c(9, 7, 8, 4)),
    J03 = cbind(x = round(runif(4, 0, 10), 1), y = round(runif(4, 0, 10), 1), z = round(runif(4, 0, 10), 1))
  )
  rows <- list()
  for (judge in names(tables)) for (p in seq_along(products)) for (a in colnames(tables[[judge]]))
    rows[[length(rows) + 1]] <- data.frame(judge = judge, product = products[p], attribute = a,
                                           value = tables[[judge]][p, a])
  do.call(rbind, rows)
}

write_json(file.path("packages", "stats", "test", "fixtures", "manhattan.json"), list(
  panel = manhattan_case(profile_panel()),
  small = manhattan_case(small_panel())
))
