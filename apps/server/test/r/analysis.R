# The answers that apps/server/test/analysis.test.ts gives through the API, and what R says
# the analysis of them must be. Regenerate from the repository root with:
#   Rscript apps/server/test/r/analysis.R && npx prettier --write apps/server/test/r
source(file.path("packages", "stats", "test", "r", "thurstonian.R"))
source(file.path("packages", "stats", "test", "r", "json.R"))

set.seed(2026)
judges <- sprintf("J%03d", 1:6)
products <- c("A", "B", "C")
d <- expand.grid(product = products, judge = judges, repetition = 1:2, stringsAsFactors = TRUE)
d$sweet <- pmin(10, pmax(0, round(2 + 1.5 * as.integer(d$product) + rnorm(nrow(d), 0, 1.2), 1)))
d$liking <- pmin(9, pmax(1, round(6 + rnorm(nrow(d), 0, 1.5))))
d$jar <- sample(1:5, nrow(d), replace = TRUE, prob = c(0.15, 0.2, 0.35, 0.2, 0.1))
d$fruity <- rbinom(nrow(d), 1, c(0.2, 0.5, 0.8)[as.integer(d$product)])
d$bitter <- rbinom(nrow(d), 1, 0.4)
d$rank <- unlist(lapply(seq_len(nrow(d) / 3), function(i) sample(1:3)))
# The same triangle test on two pages ("tri" and "tri2"), pooled in discriminationOverall.
triangle <- expand.grid(judge = judges, repetition = 1:2, page = c("tri", "tri2"), stringsAsFactors = FALSE)
triangle$correct <- rbinom(nrow(triangle), 1, 0.6)
triangle_expected <- function(correct) {
  n <- length(correct); x <- sum(correct); estimate <- d_prime("triangle", x, n)
  list(n = n, correct = x, pValue = binom.test(x, n, 1/3, alternative = "greater")$p.value,
    dPrime = estimate$d, dPrimeSE = estimate$se,
    criticalCorrect = list("0.05" = critical(n, 1/3, 0.05), "0.01" = critical(n, 1/3, 0.01), "0.001" = critical(n, 1/3, 0.001)))
}

scale_expected <- function(d, variable) {
  d$value <- d[[variable]]
  a <- anova(lm(value ~ product * judge, data = d))
  rows <- lapply(seq_len(nrow(a)), function(i) list(term = rownames(a)[i], df = a$Df[i], sumSq = a[["Sum Sq"]][i],
    meanSq = a[["Mean Sq"]][i], F = a[["F value"]][i], pValue = a[["Pr(>F)"]][i]))
  f <- a["product", "Mean Sq"] / a["product:judge", "Mean Sq"]
  list(anova = rows,
       byProduct = lapply(split(d$value, d$product), function(v) list(mean = mean(v), sd = sd(v), n = length(v))),
       productTest = list(F = f, pValue = pf(f, a["product", "Df"], a["product:judge", "Df"], lower.tail = FALSE)))
}
blocks_of <- function(variable) t(sapply(split(d, list(d$judge, d$repetition)), function(b) b[[variable]][order(b$product)]))
cochran <- function(x) {
  k <- ncol(x); cj <- colSums(x); ri <- rowSums(x); n <- sum(x)
  q <- (k - 1) * (k * sum(cj^2) - n^2) / (k * n - sum(ri^2))
  list(statistic = q, df = k - 1, pValue = pchisq(q, k - 1, lower.tail = FALSE))
}
# Each side's drop with its test: t.test(liking[JAR], liking[side], var.equal = TRUE).
jar_level <- function(p, rows) {
  own <- d[d$product == p, ]
  test <- t.test(own$liking[own$jar == 3], own$liking[rows(own$jar)], var.equal = TRUE)
  list(proportion = mean(rows(own$jar)), meanDrop = mean(own$liking[own$jar == 3]) - mean(own$liking[rows(own$jar)]),
       t = unname(test$statistic), df = unname(test$parameter), pValue = test$p.value)
}
# A CATA term's products two by two: McNemar's exact test (binom.test on the discordant
# pairs), Bonferroni over the three pairs.
pairwise <- function(variable) {
  x <- blocks_of(variable); pairs <- combn(3, 2)
  p <- apply(pairs, 2, function(ab) {
    b <- sum(x[, ab[1]] == 1 & x[, ab[2]] == 0); c <- sum(x[, ab[1]] == 0 & x[, ab[2]] == 1)
    if (b + c == 0) 1 else binom.test(b, b + c, 0.5)$p.value
  })
  lapply(seq_len(ncol(pairs)), function(j) list(first = products[pairs[1, j]], second = products[pairs[2, j]],
    pValue = p[j], adjustedPValue = p.adjust(p, "bonferroni")[j]))
}
# Liking where the term was checked against where not, over every judge × product × repetition.
mean_impact <- function(variable) {
  test <- t.test(d$liking[d[[variable]] == 1], d$liking[d[[variable]] == 0], var.equal = TRUE)
  list(impact = unname(test$estimate[1] - test$estimate[2]), t = unname(test$statistic), pValue = test$p.value)
}
ranks <- blocks_of("rank")
test <- friedman.test(ranks)

write_json(file.path("apps", "server", "test", "r", "analysis.json"), list(
  answers = lapply(seq_len(nrow(d)), function(i) list(judge = as.character(d$judge[i]), repetition = d$repetition[i],
    product = as.character(d$product[i]), sweet = d$sweet[i], liking = d$liking[i], jar = d$jar[i],
    fruity = d$fruity[i], bitter = d$bitter[i], rank = d$rank[i])),
  triangle = lapply(seq_len(nrow(triangle)), function(i) as.list(triangle[i, ])),
  expected = list(
    triangle = triangle_expected(triangle$correct[triangle$page == "tri"]),
    triangle2 = triangle_expected(triangle$correct[triangle$page == "tri2"]),
    triangleOverall = triangle_expected(triangle$correct),
    sweet = scale_expected(d, "sweet"),
    sweetWithoutJ006 = scale_expected(droplevels(d[d$judge != "J006", ]), "sweet"),
    liking = scale_expected(d, "liking"),
    rank = list(rankSums = as.list(setNames(colSums(ranks), products)), statistic = unname(test$statistic),
      df = unname(test$parameter), pValue = test$p.value, lsd = qnorm(0.975) * sqrt(nrow(ranks) * 3 * 4 / 6)),
    cata = list(counts = lapply(setNames(products, products), function(p) list(fruity = sum(d$fruity[d$product == p]),
      bitter = sum(d$bitter[d$product == p]))), fruity = cochran(blocks_of("fruity")), bitter = cochran(blocks_of("bitter"))),
    cataPairwise = list(fruity = pairwise("fruity"), bitter = pairwise("bitter")),
    meanImpact = list(fruity = mean_impact("fruity"), bitter = mean_impact("bitter")),
    jar = lapply(setNames(products, products), function(p) {
      below <- jar_level(p, function(j) j < 3); above <- jar_level(p, function(j) j > 3)
      list(tooLittle = below, tooMuch = above)
    })
  )
))
