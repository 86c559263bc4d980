# Expected values of the rapid methods of packages/stats (sorting's MCA and co-occurrence,
# RATA, the ideal profile), computed with FactoMineR (Debian: r-cran-factominer) and base R.
# Regenerate from the repository root with:
#   Rscript packages/stats/test/r/rapid.R && npx prettier --write packages/stats/test/fixtures/rapid.json
# The data sets are made here (fixed seeds) and written into the fixture with the results.
suppressPackageStartupMessages(library(FactoMineR))
source(file.path("packages", "stats", "test", "r", "json.R"))

rows_of <- function(m) lapply(seq_len(nrow(m)), function(i) unname(as.numeric(m[i, ])))
anova_rows <- function(fit) {
  a <- anova(fit)
  lapply(seq_len(nrow(a)), function(i) list(term = rownames(a)[i], df = a$Df[i], sumSq = a[["Sum Sq"]][i],
    meanSq = a[["Mean Sq"]][i], F = a[["F value"]][i], pValue = a[["Pr(>F)"]][i]))
}
set.seed(20261127)

# --- Free sorting: MCA of the products × judges table of group labels, co-occurrence -------
# MCA with its default settings (method "Indicator", level.ventil = 0); ncp = 50 only so
# that every dimension's coordinates are printed (the default keeps 5).
sorting_case <- function(labels) {
  X <- as.data.frame(labels, stringsAsFactors = TRUE)
  levels_of <- lapply(X, levels)
  res <- MCA(X, ncp = 50, graph = FALSE)
  categories <- do.call(c, lapply(seq_along(levels_of), function(j)
    lapply(levels_of[[j]], function(l) list(judge = j - 1, label = l))))
  co <- Reduce(`+`, lapply(seq_len(ncol(labels)), function(j) outer(labels[, j], labels[, j], "==") * 1))
  list(table = lapply(seq_len(nrow(labels)), function(i) unname(labels[i, ])),
       eigenvalues = unname(res$eig[, 1]), percentages = unname(res$eig[, 2]),
       rows = rows_of(res$ind$coord), columns = rows_of(res$var$coord), categories = categories,
       coOccurrence = rows_of(co))
}
groups <- function(n, k) { repeat { g <- sample(LETTERS[1:k], n, replace = TRUE); if (length(unique(g)) == k) return(g) } }
sorting <- sapply(1:10, function(j) groups(9, sample(2:4, 1)))
sorting[, 9] <- "A"                # a judge who made one group of everything
sorting[, 10] <- LETTERS[1:9]      # a judge who put each product alone
few <- sapply(1:3, function(j) groups(10, 3))   # K − J = 6 < n − 1 = 9

# --- RATA: intensities 1–5 of the checked terms, unchecked = 0 ------------------------------
rata <- expand.grid(judge = sprintf("J%02d", 1:12), product = paste0("P", 1:5), term = c("sweet", "green", "woody", "rare"),
                    stringsAsFactors = FALSE)
checked <- runif(nrow(rata)) < ifelse(rata$term == "rare", 0.15, 0.55)
rata$intensity <- ifelse(checked, sample(1:5, nrow(rata), replace = TRUE), NA)
rata$value <- ifelse(is.na(rata$intensity), 0, rata$intensity)
rata_terms <- lapply(unique(rata$term), function(t) {
  d <- rata[rata$term == t, ]
  d$product <- factor(d$product); d$judge <- factor(d$judge)
  list(term = t,
       products = lapply(levels(d$product), function(p) {
         v <- d[d$product == p, ]
         list(product = p, mean = mean(v$value), frequency = sum(!is.na(v$intensity)), n = nrow(v))
       }),
       anova = anova_rows(lm(value ~ product + judge, data = d)))
})

# --- Ideal profile: scores and each judge's ideal; paired t-test of score − own ideal -----
scores <- expand.grid(judge = sprintf("J%02d", 1:15), product = paste0("P", 1:4), attribute = c("sweet", "sour", "bitter"),
                      stringsAsFactors = FALSE)
scores$value <- round(runif(nrow(scores), 0, 10), 1)
scores <- scores[!(scores$judge == "J05" & scores$product == "P2" & scores$attribute == "sour"), ]  # a score missing
ideals <- expand.grid(judge = sprintf("J%02d", 1:15), attribute = c("sweet", "sour", "bitter"), stringsAsFactors = FALSE)
ideals$value <- round(runif(nrow(ideals), 2, 8), 1)
ideals <- ideals[!(ideals$judge == "J03" & ideals$attribute == "sweet"), ]  # an ideal missing
ideal_attributes <- lapply(unique(scores$attribute), function(a) {
  own <- ideals[ideals$attribute == a, ]
  ideal_of <- setNames(own$value, own$judge)
  s <- scores[scores$attribute == a, ]
  list(attribute = a, meanIdeal = mean(own$value),
       products = lapply(unique(s$product), function(p) {
         v <- s[s$product == p, ]
         v <- v[v$judge %in% names(ideal_of), ]
         tt <- t.test(v$value - ideal_of[v$judge], mu = 0)
         m <- mean(s$value[s$product == p])
         list(product = p, mean = m, difference = m - mean(own$value), meanDifference = unname(tt$estimate),
              t = unname(tt$statistic), df = unname(tt$parameter), pValue = tt$p.value, n = nrow(v))
       }))
})

write_json(file.path("packages", "stats", "test", "fixtures", "rapid.json"), list(
  mca = list(sorting = sorting_case(sorting), few = sorting_case(few)),
  rata = list(answers = lapply(seq_len(nrow(rata)), function(i) list(judge = rata$judge[i], product = rata$product[i],
                                                                      term = rata$term[i], intensity = rata$intensity[i])),
              terms = rata_terms),
  ideal = list(scores = lapply(seq_len(nrow(scores)), function(i) as.list(scores[i, ])),
               ideals = lapply(seq_len(nrow(ideals)), function(i) as.list(ideals[i, ])),
               attributes = ideal_attributes)
))
